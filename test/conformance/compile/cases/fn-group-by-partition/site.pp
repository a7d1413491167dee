notify { 'group array': message => [1, 2, 3, 4].group_by |$x| { $x % 2 } }
notify { 'group array index': message => ['a', 'b', 'c'].group_by |$i, $x| { $i > 0 } }
notify { 'group hash pairs': message => { 'a' => 1, 'b' => 2, 'c' => 3 }.group_by |$kv| { $kv[1] % 2 } }
notify { 'group hash kv': message => { 'a' => 1, 'b' => 2, 'c' => 3 }.group_by |$k, $v| { $v % 2 == 0 } }
notify { 'group empty': message => [].group_by |$x| { $x } }
notify { 'group undef key': message => [1, 2].group_by |$x| { undef } }
notify { 'partition array': message => [1, 2, 3, 4].partition |$x| { $x > 2 } }
notify { 'partition index': message => ['a', 'b', 'c'].partition |$i, $x| { $i == 1 } }
notify { 'partition hash': message => { 'a' => 1, 'b' => 2 }.partition |$k, $v| { $v > 1 } }
notify { 'partition hash pairs': message => { 'a' => 1, 'b' => 2 }.partition |$kv| { $kv[0] == 'a' } }
notify { 'partition empty': message => [].partition |$x| { true } }
notify { 'partition truthy': message => [1, undef, false, ''].partition |$x| { $x } }
