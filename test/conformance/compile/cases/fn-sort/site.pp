notify { 'numbers': message => sort([3, 1, 2]) }
notify { 'mixed numbers': message => sort([3, 1.5, -2, 0]) }
notify { 'strings case': message => sort(['b', 'A', 'a', 'B']) }
notify { 'string': message => sort('cbaCBA') }
notify { 'arrays': message => sort([[1, 2], [1], [0, 9], []]) }
notify { 'empty': message => sort([]) }
notify { 'one': message => sort(['x']) }
notify { 'lambda': message => sort([2, 1, 3]) |$a, $b| { compare($b, $a) } }
notify { 'lambda strings': message => sort(['b', 'A', 'a']) |$a, $b| { compare($a, $b) } }
notify { 'lambda string': message => sort('hello') |$a, $b| { compare($b, $a) } }
notify { 'equal hashes': message => sort([{ 'a' => 1 }, { 'a' => 1 }]) }
notify { 'undefs': message => sort([undef, undef]) }
notify { 'unicode': message => sort(['é', 'z', 'e']) }
notify { 'lambda zero': message => sort([3, 1, 2]) |$a, $b| { 0 } }
notify { 'lambda float': message => sort([2, 1, 3]) |$a, $b| { ($a - $b) * 0.5 } }
notify { 'integer and float': message => [sort([1.0, 1, 0]), sort([1, 1.0, 0]), sort([5, 3, 5.0, 1, 3.0, 2, 1.0])] }
notify { 'by key': message => sort([[2, 'b'], [1, 'a'], [2, 'a'], [1, 'b']]) |$a, $b| { compare($a[0], $b[0]) } }
