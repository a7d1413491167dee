$topvar = 'T'
notify { 'a': message => [m::opt('x'), m::opt('x', 2), m::opt('x', 2, 3, 'z'), m::opt('y', undef, [1])] }
notify { 'b': message => [m::typed(1), m::typed('s', 'a', 'b')] }
notify { 'c': message => [m::ret(1), m::ret(5), m::ret(0)] }
notify { 'd': message => [m::defaults(1), m::defaults(1, 2), m::defaults('q', undef)] }
notify { 'e': message => [m::noret(), 'after'] }
notify { 'f': message => m::lam(5) }
notify { 'g': message => m::scope() }
function local::f(Hash[String, Integer] $h = {}) >> Hash { $h.map |$k, $v| { [$k, $v + 1] }.convert_to(Hash) }
notify { 'h': message => [local::f(), local::f({'a' => 1})] }
function plain($x) { $x.type }
notify { 'i': message => [plain(1), plain('a'), plain([1]), plain(undef), plain(1.5)] }
