$a = $::osfamily
$b = $foo::bar::baz
