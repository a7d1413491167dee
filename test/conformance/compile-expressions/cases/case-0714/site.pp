notify { 'e1': message => "${([] != (017 <= ''))}" }
