class foo (String $a = 'x', Integer $b = 1, $c = undef,) { }
