# Puppet flattens the keys of most parameterized types: apache's _gssapi.epp types a parameter
# `Optional[[Integer[1]]]`, which is Optional[Integer[1]].
$types = [Optional[[Integer[1]]], NotUndef[[String[2]]], NotUndef[[]], Type[[Integer]], Sensitive[[String]], Iterable[[Integer]], Iterator[[String]], Regexp[[/a+/]], Optional[['text']]]
$types.each |$i, $t| {
  notify { "t${i}": message => String($t) }
}
notify { 'checks':
  message => [5 =~ Optional[[Integer[1]]], undef =~ Optional[[Integer[1]]], 0 =~ Optional[[Integer[1]]], 'ab' =~ NotUndef[[String[2]]], Integer =~ Type[[Integer]]],
}
