notify { 'reverse map': message => [1, 2, 3].reverse_each.map |$x| { $x * 2 } }
notify { 'reverse hash': message => { 'a' => 1, 'b' => 2 }.reverse_each.map |$x| { $x } }
notify { 'reverse string': message => 'abc'.reverse_each.map |$x| { $x } }
notify { 'reverse integer': message => 3.reverse_each.map |$x| { $x } }
notify { 'reverse range': message => Integer[2, 4].reverse_each.map |$x| { $x } }
notify { 'reverse empty': message => [].reverse_each.map |$x| { $x } }
notify { 'reverse converted': message => String([1, 2].reverse_each) }
$r = [1, 2, 3].reverse_each |$x| { notify { "rev ${x}": } }
notify { 'reverse block result': message => $r =~ Undef }
notify { 'step map': message => [1, 2, 3, 4, 5].step(2).map |$x| { $x } }
notify { 'step one': message => [1, 2, 3].step(1).map |$x| { $x } }
notify { 'step big': message => [1, 2, 3].step(10).map |$x| { $x } }
notify { 'step hash': message => { 'a' => 1, 'b' => 2, 'c' => 3 }.step(2).map |$x| { $x } }
notify { 'step range': message => Integer[2, 8].step(3).map |$x| { $x } }
notify { 'step reverse': message => [1, 2, 3, 4, 5].step(2).reverse_each.map |$x| { $x } }
$s = 10.step(4) |$x| { notify { "step ${x}": } }
notify { 'step block result': message => $s =~ Undef }
