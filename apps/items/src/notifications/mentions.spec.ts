import { mentionsInBody } from './mentions';

describe('mentionsInBody', () => {
  it("finds monday.com's mention links, whatever the order of their attributes", () => {
    const body =
      '<p><a class="user_mention_editor router" data-mention-type="User" data-mention-id="12">@Ann</a> and ' +
      '<a data-mention-id="7" href="https://x.monday.com/boards/7" data-mention-type="Board">Board</a></p>';
    expect(mentionsInBody(body)).toEqual([
      { id: '12', type: 'User' },
      { id: '7', type: 'Board' },
    ]);
  });

  it('ignores plain links and unknown mention types', () => {
    expect(
      mentionsInBody(
        '<a href="https://example.com">x</a><a data-mention-type="Doc" data-mention-id="3">d</a>',
      ),
    ).toEqual([]);
  });
});
