notify { 'any': message => [[1, 5].any |$x| { $x > 4 }, [].any |$x| { true }, [1, 2].any |$i, $x| { $i == 1 }, { 'a' => 1 }.any |$k, $v| { $k == 'a' }, { 'a' => 1 }.any |$kv| { $kv[1] == 1 }, 'abc'.any |$c| { $c == 'b' }, 3.any |$x| { $x == 2 }, Integer[5, 7].any |$x| { $x == 7 }] }
notify { 'all': message => [[1, 5].all |$x| { $x > 0 }, [].all |$x| { false }, [1, 2].all |$i, $x| { $i < 2 }, { 'a' => 1, 'b' => 2 }.all |$k, $v| { $v > 1 }, { 'a' => 1 }.all |$kv| { $kv =~ Array }, [''].all |$x| { $x }, [undef].all |$x| { $x }] }
notify { 'length': message => [length([1, 2]), length('abc'), length({ 'a' => 1 }), length(''), length([]), length('åäö')] }
$seen = [3, 4, 5].any |$x| { notify { "visited ${x}": } $x == 4 }
