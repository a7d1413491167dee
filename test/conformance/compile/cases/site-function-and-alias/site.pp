type Small = Integer[0, 9]
function twice(Small $x) >> Integer { $x * 2 }
notify { 'a': message => twice(4) }
notify { 'b': message => 5 =~ Small }
