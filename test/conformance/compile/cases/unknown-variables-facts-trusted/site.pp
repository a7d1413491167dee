notify { 'a': message => "[${nope}]" }
notify { 'b': message => [$facts['nope'], $::nope, $trusted['certname'], $trusted['authenticated'], $server_facts =~ Hash, $environment] }
class c { $v = 1 }
notify { 'c': message => "${c::v}|${nope::x}" }
include c
