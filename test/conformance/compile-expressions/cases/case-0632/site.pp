notify { 'e1': message => camelcase(Pattern[/^a/]) }
