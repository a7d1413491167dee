class bar { notify { 'b': } }
include bar
Notify['b'] { withpath => true }
