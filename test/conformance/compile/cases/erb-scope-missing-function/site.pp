# No module ships a 3.x API function of this name: Ruby's scope has no such method.
notify { 'erb': message => template('m/t.erb') }
