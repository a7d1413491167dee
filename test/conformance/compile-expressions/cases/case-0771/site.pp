notify { 'e1': message => chop([1, 'a', true, undef]) }
