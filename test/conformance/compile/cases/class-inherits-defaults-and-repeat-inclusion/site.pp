class base($x = 'bx') { notify { "base ${x} ${title} ${name} ${module_name}": } }
class child($y = "${base::x}-y") inherits base { notify { "child ${y} ${x}": } }
class { 'child': y => 'given' }
include child
class p($a, $b = $a, $c = "${a}${b}") { notify { "p ${a} ${b} ${c}": } }
class { 'p': a => 'A' }
class q { }
include q
contain q
notify { 'tag-check': message => [tagged('child'), tagged('base'), defined(Class['child'])] }
