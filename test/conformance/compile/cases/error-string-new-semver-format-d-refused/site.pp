notify { 'x': message => String(SemVer('1.2.3'), '%d') }
