notify { 'n01': message => String(Regexp('a.b/c', true)) }
notify { 'n02': message => String([Regexp('a.b/c', true)]) }
notify { 'n03': message => "${Regexp('a/b', true)}" }
notify { 'n04': message => String('a/b' =~ Regexp('a/b', true)) }
notify { 'n05': message => String(Regexp('a/b', true) == /a\/b/) }
notify { 'n06': message => String({Regexp('a/b', true) => 1}) }
notify { 'n07': message => String(Regexp('a/b', true), '%p') }
notify { 'n08': message => String(Regexp['a/b']) }
notify { 'n09': message => String(Regexp[Regexp('a/b', true)]) }
notify { 'n10': message => String(Regexp('#{x} a-b', true)) }
