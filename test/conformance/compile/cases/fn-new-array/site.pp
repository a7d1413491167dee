notify { 'convert': message => [Array([1]), Array({ 'a' => 1 }), Array('abc'), Array(3), Array(Integer[1, 3]), Array(Enum['b', 'a']), Array([])] }
notify { 'wrap': message => [Array('abc', true), Array({ 'a' => 1 }, true), Array(undef, true), Array([1, 2], true), Array(1, true)] }
notify { 'no wrap': message => [Array('a', false), Array([1, 2], false)] }
notify { 'typed': message => [Array[String](['a']), Array[Integer]('ab'.length), Tuple[Integer, String]([1, 'a'])] }
