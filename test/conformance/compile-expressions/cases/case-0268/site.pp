notify { 'e1': message => String((round(Pattern[/^a/]) <= '')) }
