class a { notify { 'once': } }
include a
include a
include ::a
