$a = [1, 2] + [3]
$b = [1, 2, 3, 2] - [2]
$c = [1] << [2, 3]
notify { 'a': message => $a }
notify { 'b': message => $b }
notify { 'c': message => $c }
