# A Deferred given to a class or define parameter is checked at compile time against the
# function's declared return type (Puppet-language `>>` or Ruby `return_type`); a function without
# one gets a warning, once.
function site::text(String $s) >> String { $s }
function site::untyped($s) { $s }
class c(
  String $from_puppet,
  Sensitive[String] $from_ruby,
  Variant[String, Sensitive[String]] $from_epp,
  $untyped,
  String $no_return_type,
  String $no_return_type_again,
  String $defaulted = Deferred('site::text', ['default']),
  Array[Any] $inside = [Deferred('site::untyped', [1])],
) {
  notify { 'c': message => [$from_puppet, $from_ruby, $from_epp, $untyped, $no_return_type, $defaulted, $inside] }
}
class { 'c':
  from_puppet          => Deferred('site::text', ['x']),
  from_ruby            => Deferred('vault::lookup', ['secret/db', 'password']),
  from_epp             => Deferred('inline_epp', ['<%= 1 %>']),
  untyped              => Deferred('join', [['a'], ',']),
  no_return_type       => Deferred('site::untyped', ['y']),
  no_return_type_again => Deferred('site::untyped', ['z']),
}
define d(Optional[Variant[String, Sensitive]] $v) { notify { "d-${title}": message => $v } }
d { 'one': v => Deferred('vault::lookup', ['secret/db']) }
d { 'two': v => Deferred('vault::plain', [1, 2, 3]) }
