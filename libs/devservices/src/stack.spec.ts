import { stackPorts } from './stack';

describe('the ports of a stack', () => {
  it('put each app on its own port, and further replicas of a subgraph on free ports upward from it', () => {
    expect(stackPorts({}, {})).toEqual({ gateway: [4000], boards: [4001], items: [4002], columns: [4003] });
    expect(stackPorts({}, { items: 2, boards: 3 })).toEqual({
      gateway: [4000],
      boards: [4001, 4004, 4005],
      items: [4002, 4006],
      columns: [4003],
    });
    expect(stackPorts({ ITEMS_PORT: '5000' }, { items: 2 }).items).toEqual([5000, 5001]);
  });
});
