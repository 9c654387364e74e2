// workapi: `$in` pushdown for FerretDB v1's PostgreSQL backend (docs/ferretdb.md, "Patch 2").
// Copied into internal/backends/postgresql of the module before the build; prepareWhereClause
// calls filterIn for `{field: {$in: [...]}}` (patchPostgresqlInPushdown, libs/devservices/src/install.ts).
//
// A pushdown is only a pre-filter: FerretDB applies the whole filter again, in Go, to every row
// PostgreSQL returns. So each form below may match more than MongoDB would, never less.

package postgresql

import (
	"encoding/hex"
	"strings"
	"time"

	"github.com/FerretDB/FerretDB/internal/backends/postgresql/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// maxInPushdown bounds the values pushed down; a longer `$in` is filtered in Go, as before.
const maxInPushdown = 1000

// filterIn returns the SQL filter, with its arguments, for `{rootKey: {$in: v}}`, or "" when it is
// not pushed down.
//
//   - `_id` with strings and ObjectIds: `_jsonb->'_id' = ANY($n::jsonb[])`, a search of the unique
//     btree index FerretDB creates on `_id`. Exact: an `_id` is never an array (FerretDB refuses
//     one), and jsonb equality of the stored encodings is MongoDB's equality for these types,
//     except that a string and an ObjectId with the same hex text both match (FerretDB rechecks).
//   - any other field with strings and ObjectIds: `_jsonb->'field' ?| $n::text[]`, one search of
//     the field's GIN index (the twins of docs/ferretdb.md). `= ANY` would be wrong there: the
//     field may hold an array, which `$in` matches by any element, and `?|` matches a string
//     equal to one of the values or an array holding one (and objects with such a key: a superset).
//   - other scalars (numbers, bools, dates): an OR of the equality filter FerretDB pushes down for
//     `{field: value}`, as each is exact for its own value.
func filterIn(p *metadata.Placeholder, rootKey string, key any, v any, operator string) (string, []any) {
	arr, ok := v.(*types.Array)
	if !ok || arr.Len() == 0 || arr.Len() > maxInPushdown {
		return "", nil
	}

	values := make([]any, arr.Len())
	textual := true

	for i := range values {
		values[i] = must.NotFail(arr.Get(i))

		switch values[i].(type) {
		case string, types.ObjectID:
		case float64, bool, time.Time, int32, int64:
			textual = false
		default:
			return "", nil
		}
	}

	if textual && operator == "->" {
		if rootKey == "_id" {
			encoded := make([]string, len(values))
			for i, value := range values {
				encoded[i] = string(must.NotFail(sjson.MarshalSingleValue(value)))
			}

			return metadata.DefaultColumn + operator + p.Next() + " = ANY(" + p.Next() + "::jsonb[])",
				[]any{key, encoded}
		}

		texts := make([]string, len(values))
		for i, value := range values {
			switch value := value.(type) {
			case string:
				texts[i] = value
			case types.ObjectID:
				texts[i] = hex.EncodeToString(value[:])
			}
		}

		return metadata.DefaultColumn + operator + p.Next() + " ?| " + p.Next() + "::text[]", []any{key, texts}
	}

	alternatives := make([]string, len(values))
	var args []any

	for i, value := range values {
		f, a := filterEqual(p, key, value, operator)
		alternatives[i] = f
		args = append(args, a...)
	}

	return "(" + strings.Join(alternatives, " OR ") + ")", args
}
