notify { 'a': message => compare(SemVer('1.0.0'), SemVer('1.0.1')) }
notify { 'b': message => compare(SemVer('1.0.0'), '1.0.0') }
