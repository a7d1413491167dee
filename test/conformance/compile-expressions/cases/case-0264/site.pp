notify { 'e1': message => String((1_000 !~ (['b', 'a', 'c'] % undef))) }
