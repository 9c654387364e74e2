// workapi: a quicker decoding of the documents FerretDB v1 stores as sjson (PostgreSQL and SQLite
// backends), copied into internal/handler/sjson as sjson_workapi.go by our build
// (libs/devservices/src/install.ts, patchSjsonDecoding; docs/ferretdb.md).
//
// FerretDB's own Unmarshal decodes every value of every row it reads with a json.Decoder of its
// own (an allocation of a decoder and its 512-byte buffer per value), after decoding each object
// into a map of raw values with another, and decodes each row's schema again. That was most of
// FerretDB's CPU on a page of items (go tool pprof: sjson.Unmarshal and the garbage it leaves).
// This one gives the same documents in one pass: objects and arrays are split where they stand (a
// scanner that stops with an error on what is not JSON, never reads past the data), strings are
// unescaped in place, numbers and booleans go to encoding/json, the types our API never stores to
// FerretDB's own decoding, and a schema already seen is reused (a bounded map).

package sjson

import (
	"bytes"
	"encoding/json"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// workapiSchemasMax bounds the schemas kept: the map starts again when it is full.
const workapiSchemasMax = 512

var workapiSchemas struct {
	sync.RWMutex
	m map[string]*schema
}

// workapiSchema decodes a row's schema as FerretDB does (unknown fields refused), or returns the
// one decoded from the same bytes before. Schemas are only read once decoded.
func workapiSchema(jsch []byte) (*schema, error) {
	workapiSchemas.RLock()
	cached := workapiSchemas.m[string(jsch)]
	workapiSchemas.RUnlock()

	if cached != nil {
		return cached, nil
	}

	var sch schema
	r := bytes.NewReader(jsch)
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()

	if err := dec.Decode(&sch); err != nil {
		return nil, lazyerrors.Error(err)
	}

	if err := checkConsumed(dec, r); err != nil {
		return nil, lazyerrors.Error(err)
	}

	workapiSchemas.Lock()
	if workapiSchemas.m == nil || len(workapiSchemas.m) >= workapiSchemasMax {
		workapiSchemas.m = make(map[string]*schema, workapiSchemasMax)
	}
	workapiSchemas.m[string(jsch)] = &sch
	workapiSchemas.Unlock()

	return &sch, nil
}

// workapiUnmarshal is Unmarshal: the top-level document, by the schema in its `$s` field.
func workapiUnmarshal(data []byte) (*types.Document, error) {
	fields, err := workapiFields(data)
	if err != nil {
		return nil, lazyerrors.Error(err)
	}

	at := fields.find("$s")
	if at < 0 {
		return nil, lazyerrors.Errorf("schema is not set")
	}

	sch, err := workapiSchema(fields[at].value)
	if err != nil {
		return nil, lazyerrors.Error(err)
	}

	return workapiKeyed(append(fields[:at], fields[at+1:]...), sch)
}

// workapiKeyed makes a document of an object's members in its schema's order, each decoded by the
// schema's element for it; the schema must name exactly the members there are.
func workapiKeyed(fields workapiFieldList, sch *schema) (*types.Document, error) {
	if len(sch.Keys) != len(fields) {
		return nil, lazyerrors.Errorf("sjson: %d keys in the schema, %d fields in the document", len(sch.Keys), len(fields))
	}

	d := must.NotFail(types.NewDocument())

	for _, key := range sch.Keys {
		at := fields.find(key)
		if at < 0 {
			return nil, lazyerrors.Errorf("sjson: missing key %q", key)
		}

		value, err := workapiValue(fields[at].value, sch.Properties[key])
		if err != nil {
			return nil, lazyerrors.Error(err)
		}

		d.Set(key, value)
	}

	return d, nil
}

// workapiValue is unmarshalSingleValue for the types our API stores; the others go to it.
func workapiValue(data []byte, sch *elem) (any, error) {
	if bytes.Equal(data, []byte("null")) {
		return fromSJSON(new(nullType)), nil
	}

	if sch == nil {
		return nil, lazyerrors.Errorf("schema is not set")
	}

	switch sch.Type {
	case elemTypeString:
		if s, ok := workapiString(data); ok {
			return s, nil
		}

		return workapiJSON[string](data)
	case elemTypeObject:
		if sch.Schema == nil {
			return nil, lazyerrors.Errorf("sjson.unmarshalSingleValue: schema is not set")
		}

		return workapiDocument(data, sch.Schema)
	case elemTypeArray:
		if sch.Items == nil {
			return nil, lazyerrors.Errorf("sjson.unmarshalSingleValue: schema's items are not set")
		}

		return workapiArray(data, sch.Items)
	case elemTypeDouble:
		return workapiJSON[float64](data)
	case elemTypeInt:
		return workapiJSON[int32](data)
	case elemTypeLong:
		return workapiJSON[int64](data)
	case elemTypeBool:
		return workapiJSON[bool](data)
	case elemTypeDate:
		ms, err := workapiJSON[int64](data)
		if err != nil {
			return nil, err
		}

		return time.UnixMilli(ms.(int64)), nil
	default:
		return unmarshalSingleValue(data, sch)
	}
}

// workapiJSON decodes a scalar with encoding/json into the Go type FerretDB holds it as (what
// fromSJSON answers for its sjson type).
func workapiJSON[T string | float64 | int32 | int64 | bool](data []byte) (any, error) {
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, lazyerrors.Error(err)
	}

	return v, nil
}

// workapiDocument is documentType.UnmarshalJSONWithSchema.
func workapiDocument(data []byte, sch *schema) (any, error) {
	fields, err := workapiFields(data)
	if err != nil {
		return nil, lazyerrors.Error(err)
	}

	if len(fields) == 0 {
		return fromSJSON(&documentType{}), nil
	}

	td, err := workapiKeyed(fields, sch)
	if err != nil {
		return nil, lazyerrors.Error(err)
	}

	return fromSJSON((*documentType)(td)), nil
}

// workapiArray is arrayType.UnmarshalJSONWithSchema.
func workapiArray(data []byte, schemas []*elem) (any, error) {
	var elements [][]byte

	err := workapiMembers(data, '[', ']', func(s *workapiScanner) error {
		el, err := s.value()
		if err != nil {
			return err
		}

		elements = append(elements, el)

		return nil
	})
	if err != nil {
		return nil, err
	}

	if len(schemas) != len(elements) {
		return nil, lazyerrors.Errorf("sjson.arrayType.UnmarshalJSON: %d elements in schema, %d in total",
			len(schemas), len(elements),
		)
	}

	ta := types.MakeArray(len(elements))

	for i, el := range elements {
		value, err := workapiValue(el, schemas[i])
		if err != nil {
			return nil, lazyerrors.Error(err)
		}

		ta.Append(value)
	}

	return fromSJSON((*arrayType)(ta)), nil
}

// workapiField is one member of a JSON object: its key, unescaped, and its value as it stands.
type workapiField struct {
	key   string
	value []byte
}

type workapiFieldList []workapiField

// find answers the index of the member named key, or -1. A row has a few dozen members at most, so
// a search costs less than a map.
func (fields workapiFieldList) find(key string) int {
	for i := range fields {
		if fields[i].key == key {
			return i
		}
	}

	return -1
}

// workapiFields splits a JSON object into its members. A key given twice is refused (what
// encoding/json would keep, the last, is not what a document means).
func workapiFields(data []byte) (workapiFieldList, error) {
	fields := make(workapiFieldList, 0, 16)

	err := workapiMembers(data, '{', '}', func(s *workapiScanner) error {
		s.space()

		raw, err := s.value()
		if err != nil {
			return err
		}

		key, ok := workapiString(raw)
		if !ok {
			if len(raw) == 0 || raw[0] != '"' {
				return lazyerrors.Errorf("sjson: an object key is not a string at %d", s.at)
			}

			if err := json.Unmarshal(raw, &key); err != nil {
				return lazyerrors.Error(err)
			}
		}

		if err := s.expect(':'); err != nil {
			return err
		}

		value, err := s.value()
		if err != nil {
			return err
		}

		if fields.find(key) >= 0 {
			return lazyerrors.Errorf("sjson: key %q twice in one object", key)
		}

		fields = append(fields, workapiField{key: key, value: value})

		return nil
	})
	if err != nil {
		return nil, err
	}

	return fields, nil
}

// workapiMembers walks an object or array that is the whole of data: `member` consumes each member
// in turn, the scanner consumes the brackets and the commas between them.
func workapiMembers(data []byte, open, close byte, member func(s *workapiScanner) error) error {
	s := workapiScanner{data: data}

	if err := s.expect(open); err != nil {
		return err
	}

	if !s.closes(close) {
		for {
			if err := member(&s); err != nil {
				return err
			}

			if s.closes(close) {
				break
			}

			if err := s.expect(','); err != nil {
				return err
			}
		}
	}

	return s.end()
}

// workapiScanner walks JSON text: it finds where each value starts and ends, and leaves checking
// each scalar to whoever decodes it.
type workapiScanner struct {
	data []byte
	at   int
}

func (s *workapiScanner) space() {
	for s.at < len(s.data) {
		switch s.data[s.at] {
		case ' ', '\t', '\n', '\r':
			s.at++
		default:
			return
		}
	}
}

// expect consumes c after any white space, or fails.
func (s *workapiScanner) expect(c byte) error {
	s.space()

	if s.at >= len(s.data) || s.data[s.at] != c {
		return lazyerrors.Errorf("sjson: expected %q at %d", c, s.at)
	}

	s.at++

	return nil
}

// closes consumes c (a closing bracket) after any white space, and tells whether it was there.
func (s *workapiScanner) closes(c byte) bool {
	s.space()

	if s.at < len(s.data) && s.data[s.at] == c {
		s.at++
		return true
	}

	return false
}

// end fails unless only white space is left.
func (s *workapiScanner) end() error {
	s.space()

	if s.at != len(s.data) {
		return lazyerrors.Errorf("sjson: %d bytes after the value", len(s.data)-s.at)
	}

	return nil
}

// value consumes one value after any white space and answers its text: a string to its closing
// quote, an object or array to its closing bracket (strings inside skipped), anything else to the
// next delimiter.
func (s *workapiScanner) value() ([]byte, error) {
	s.space()

	start := s.at
	depth := 0

	for s.at < len(s.data) {
		c := s.data[s.at]

		switch {
		case c == '"':
			if err := s.skipString(); err != nil {
				return nil, err
			}
		case c == '{' || c == '[':
			depth++
			s.at++
		case c == '}' || c == ']':
			if depth == 0 {
				return s.scalar(start)
			}

			depth--
			s.at++
		case depth == 0 && (c == ',' || c == ':' || c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			return s.scalar(start)
		default:
			s.at++
		}

		if depth == 0 && (c == '"' || c == '}' || c == ']') {
			return s.data[start:s.at], nil
		}
	}

	if depth != 0 {
		return nil, lazyerrors.Errorf("sjson: unterminated value at %d", start)
	}

	return s.scalar(start)
}

// scalar answers the literal or number from start to here, which must not be empty.
func (s *workapiScanner) scalar(start int) ([]byte, error) {
	if s.at == start {
		return nil, lazyerrors.Errorf("sjson: expected a value at %d", start)
	}

	return s.data[start:s.at], nil
}

// skipString consumes a string from its opening quote to its closing one.
func (s *workapiScanner) skipString() error {
	start := s.at
	s.at++

	for s.at < len(s.data) {
		switch s.data[s.at] {
		case '\\':
			s.at += 2
		case '"':
			s.at++
			return nil
		default:
			s.at++
		}
	}

	return lazyerrors.Errorf("sjson: unterminated string at %d", start)
}

// workapiString answers what json.Unmarshal would for a JSON string whose escapes are the short
// ones (\" \\ \/ \b \f \n \r \t), without control characters and in valid UTF-8; anything else
// (a \u escape, say) is not ok and goes to encoding/json.
func workapiString(data []byte) (string, bool) {
	n := len(data)
	if n < 2 || data[0] != '"' || data[n-1] != '"' {
		return "", false
	}

	inner := data[1 : n-1]
	escapes := 0

	for i := 0; i < len(inner); i++ {
		c := inner[i]
		if c == '\\' {
			escapes++
			i++
		} else if c == '"' || c < 0x20 {
			return "", false
		}
	}

	if escapes == 0 {
		if !utf8.Valid(inner) {
			return "", false
		}

		return string(inner), true
	}

	out := make([]byte, 0, len(inner)-escapes)

	for i := 0; i < len(inner); i++ {
		c := inner[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}

		i++
		if i >= len(inner) {
			return "", false
		}

		switch inner[i] {
		case '"', '\\', '/':
			out = append(out, inner[i])
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		default:
			return "", false
		}
	}

	if !utf8.Valid(out) {
		return "", false
	}

	return string(out), true
}
