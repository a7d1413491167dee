include foo, bar
