notify { 'x': message => String(SemVerRange('^x')) }
