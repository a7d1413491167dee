notify { 'convert_to': message => ['5'.convert_to(Integer), '12'.convert_to(Integer, 8), '5'.convert_to(Integer) |$x| { $x * 2 }, [1, 2].convert_to(Hash), 'true'.convert_to(Boolean), 3.convert_to(String)] }
notify { 'unwrap': message => [unwrap(Sensitive('s')), unwrap('plain'), unwrap(Sensitive([1, 2])) |$x| { $x[0] }, Sensitive({ 'a' => 1 }).unwrap] }
notify { 'lambda skipped for an instance': message => [Integer(5) |$x| { $x + 1 }, Integer('5') |$x| { $x + 1 }, 5.convert_to(Integer) |$x| { $x + 1 }, String('a') |$x| { 'b' }] }
