# An undef body reaches the 3.x function as Ruby's nil.
create_resources('notify', { 'x' => undef })
