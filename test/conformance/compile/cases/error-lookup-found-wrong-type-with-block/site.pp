notify { 'x': message => lookup('str', Integer) |$k| { 1 } }
