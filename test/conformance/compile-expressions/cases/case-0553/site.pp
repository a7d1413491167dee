notify { 'e1': message => ((['b', 'a', 'c']).unwrap % [3.5, 1, -2]) }
