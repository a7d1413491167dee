notify { 'x': message => compare(SemVer('1.0.0'), '1.0.0') }
