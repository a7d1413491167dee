notify { 'e1': message => String(((0 =~ 'a\nb') >= -9223372036854775808)) }
