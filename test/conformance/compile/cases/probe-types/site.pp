type Tree = Variant[Integer, Array[Tree]]
type Cfg = Struct[{ name => String[1], Optional[port] => Integer[1, 65535], NotUndef[mode] => Enum['a', 'b'] }]
type Alias2 = Cfg
$checks = [
  [1, [2, [3]]] =~ Tree, ['x'] =~ Tree, { 'name' => 'n', 'mode' => 'a' } =~ Cfg, { 'name' => 'n', 'mode' => 'c' } =~ Cfg,
  { 'name' => 'n', 'mode' => 'a', 'port' => undef } =~ Cfg, { 'name' => '', 'mode' => 'a' } =~ Alias2,
  Integer[1] == Integer[1, default], Integer[1, 10] < Integer, Optional[String] == Variant[String, Undef],
  'abc' =~ Pattern[/b/, /^z/], 'ABC' =~ Enum['abc', true], [1, 'a'] =~ Tuple[Integer, String], [1, 'a', 'b'] =~ Tuple[Integer, String, 1, 3],
  { 'a' => 1 } =~ Hash[String, Integer, 1, 1], 3 =~ Variant[String, Integer[0, 5]], undef =~ Optional[Integer], undef =~ NotUndef,
  'x' =~ Scalar, [] =~ Data, { 1 => 2 } =~ Data, { 'a' => /re/ } =~ RichData, Sensitive('x') =~ Sensitive[String], Sensitive(1) =~ Sensitive[String],
  [1] =~ Iterable, 5 =~ Iterable, 'ab' =~ Iterable[String], Integer[1, 3] =~ Iterable, Timestamp =~ Type, File['x'] =~ Resource,
  File =~ Type[Resource], Class['c'] =~ Type[Class], 'x' =~ Callable, 1.0 =~ Float[1.0, 1.0], 1 =~ Float, 0x10 =~ Integer[16, 16],
  'a' =~ String[1, 1], 'ab' =~ String[1, 1], [1, 2] =~ Array[Integer, 2, 2], 'default' =~ Default, default =~ Default,
  SemVer('1.0.0') =~ SemVer['>=1.0.0'], 'true' =~ Boolean, true =~ Boolean, Undef == Optional[Undef], Any > Integer,
]
notify { 'checks': message => $checks }
notify { 'strings': message => [
  "${Cfg}", "${Alias2}", "${Tree}", String(Optional[Integer[1]]), String(Struct[{ a => Optional[Integer] }]), String(Hash[String, Array[Integer, 1]]),
  String(Variant[Integer, Undef]), String(Enum['b', 'a']), String(Pattern[/x/]), String(Callable[Integer, String]), String(Type[Integer]),
  String(Integer[default, 5]), String(Float[0.5]), String(Array[Any, 0, 0]), String(Tuple[Integer, 2]), String(NotUndef[String]),
  String(Resource['file', 'x']), String(File), String(Class[c]), String(Sensitive[String]), String(Iterable[Integer]),
] }
notify { 'types': message => [type(1), type('ab'), type([1, 'a']), type({ 'a' => 1 }), type(1.5), type(undef), type(/x/), type(true), type(1, generalized), type('ab', generalized), type([1, 'a'], generalized), type({ 'a' => [1] }, reduced)] }
