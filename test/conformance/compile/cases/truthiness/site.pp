if '' { notify { 'empty string is true': } }
if undef { notify { 'undef': } } else { notify { 'undef is false': } }
if [] { notify { 'empty array is true': } }
