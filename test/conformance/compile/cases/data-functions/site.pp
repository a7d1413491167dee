notify { 'k': message => keys({ 'a' => 1, 'b' => 2 }) }
notify { 'v': message => values({ 'a' => 1 }) }
notify { 'l': message => length([1, 2, 3]) }
notify { 'j': message => join(['a', 'b'], '-') }
notify { 'e': message => empty('') }
notify { 'u': message => unique([1, 2, 1]) }
notify { 'f': message => flatten([1, [2, [3]]]) }
