$s = 'abcdef'
notify { 'a': message => $s[1] }
notify { 'b': message => $s[1, 3] }
notify { 'c': message => $s[-2, 2] }
