type Xa = Integer[1]
notify { 'a': message => String(Xa, '%p') }
notify { 'b': message => String([Xa], '%p') }
notify { 'c': message => String(Optional[Xa], '%s') }
