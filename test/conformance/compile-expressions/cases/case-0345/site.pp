notify { 'e1': message => (Any <= unwrap(false)) }
