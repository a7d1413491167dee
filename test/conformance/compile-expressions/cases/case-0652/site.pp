notify { 'e1': message => "${(false > ("tab\there" in false))}" }
