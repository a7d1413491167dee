$a = [10, 20, 30, 40]
notify { 'a': message => $a[1] }
notify { 'b': message => $a[-1] }
notify { 'c': message => $a[1, 2] }
notify { 'd': message => "${a[10]}" }
