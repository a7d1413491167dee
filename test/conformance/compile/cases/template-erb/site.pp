$x = template('mod/x.erb')
