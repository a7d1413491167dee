notify { 'safe': message => [shellquote('abc'), shellquote('a-b_c.d/e:f,g@h%i+j=k'), shellquote(''), shellquote()] }
notify { 'quoted': message => [shellquote('a b'), shellquote("it's"), shellquote('$HOME'), shellquote('say "hi"'), shellquote("it's \$HOME"), shellquote('back\slash'), shellquote("tab\there"), shellquote('!bang')] }
notify { 'lists': message => [shellquote('a', 'b c', ['d', ['e f']]), shellquote(['x'], 'y'), shellquote(undef, 'z'), shellquote('é ü')] }
