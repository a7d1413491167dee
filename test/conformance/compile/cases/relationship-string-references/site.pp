# A relationship metaparameter may name its targets as reference texts; undef ones are left out.
class foo { }
include foo
notify { 'b': }
notify { 'a': before => ['Notify[b]', undef, [Notify['b']]], require => 'Class[foo]' }
notify { 'c': subscribe => 'notify[b]' }
