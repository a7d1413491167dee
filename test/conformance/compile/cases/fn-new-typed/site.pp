type Site::Port = Integer[1, 65535]
notify { 'optional': message => [Optional[Integer]('5'), Optional[Integer](undef) =~ Undef, NotUndef[Integer]('5')] }
notify { 'alias': message => Site::Port('8080') }
notify { 'sensitive': message => [Sensitive('x') =~ Sensitive[String], Sensitive(1).unwrap, Sensitive(Sensitive(1)) =~ Sensitive[Integer]] }
notify { 'regexp': message => [String(Regexp('a.b')), String(Regexp('a.b', true)), String(Regexp(/x/)), 'axb' =~ Regexp('a.b')] }
notify { 'instances': message => [Enum['a', 'b']('a'), Pattern[/a/]('a'), Scalar('1'), Data('1'), Any(1), Undef(undef) =~ Undef, Default(default) =~ Default, Type(Integer)] }
