# Plain YAML keys written as Ruby symbols (`:port:`) are Symbols to Psych, which Puppet's
# yaml_data turns back into Strings without their colon; quoted ones stay as written.
notify { 'top': message => lookup('name') }
notify { 'settings': message => String(lookup('settings')) }
