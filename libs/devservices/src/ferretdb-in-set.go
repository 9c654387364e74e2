// workapi: a quicker `$in` for the filters FerretDB v1 applies in memory, copied into
// internal/handler/common as filter_workapi.go by our build (libs/devservices/src/install.ts,
// patchInSet; docs/ferretdb.md).
//
// FerretDB tests `{field: {$in: [...]}}` on every document it reads by comparing the field with
// each value of the list in turn, even where PostgreSQL already chose the rows by the same `$in`
// (our pushdown): a page of 500 items read by `_id: {$in: [500 ids]}` made 125,000 comparisons on
// average. A list of strings is made into a set once, the first time a document is tested against
// it (one query's filter holds the same array for every document it tests), and a string field
// is then one lookup.

package common

import (
	"sync"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// workapiInMin is the shortest list looked up in a set; shorter ones are searched as FerretDB does.
const workapiInMin = 16

// workapiInSetsMax bounds the sets kept: the map starts again when it is full.
const workapiInSetsMax = 64

// workapiInSet is a list's strings, or none (nil) when the list holds anything but strings; n is
// the list's length when the set was made (a list changed since is made again).
type workapiInSet struct {
	n       int
	strings map[string]struct{}
}

// workapiInSets holds the sets by their array: the key keeps the array alive, so its address is
// never another array's while its set is kept.
var workapiInSets struct {
	sync.Mutex
	m map[*types.Array]*workapiInSet
}

// workapiIn answers whether the string fieldValue is one of arr's values, by the set of arr's
// strings. ok is false where FerretDB's own loop decides: a field value that is not a string (an
// array, a number, a document), a short list, or a list holding anything but strings. Between
// two strings FerretDB's comparison is equality of their bytes, as the set's is.
func workapiIn(fieldValue any, arr *types.Array) (in, ok bool) {
	s, isString := fieldValue.(string)
	if !isString || arr.Len() < workapiInMin {
		return false, false
	}

	set := workapiInSetOf(arr)
	if set.strings == nil {
		return false, false
	}

	_, in = set.strings[s]

	return in, true
}

// workapiInSetOf returns the set of arr, made now if it is not kept or arr changed length since.
func workapiInSetOf(arr *types.Array) *workapiInSet {
	workapiInSets.Lock()
	defer workapiInSets.Unlock()

	if set := workapiInSets.m[arr]; set != nil && set.n == arr.Len() {
		return set
	}

	set := &workapiInSet{n: arr.Len(), strings: make(map[string]struct{}, arr.Len())}

	for i := 0; i < arr.Len(); i++ {
		s, isString := must.NotFail(arr.Get(i)).(string)
		if !isString {
			set.strings = nil
			break
		}

		set.strings[s] = struct{}{}
	}

	if workapiInSets.m == nil || len(workapiInSets.m) >= workapiInSetsMax {
		workapiInSets.m = make(map[*types.Array]*workapiInSet, workapiInSetsMax)
	}

	workapiInSets.m[arr] = set

	return set
}
