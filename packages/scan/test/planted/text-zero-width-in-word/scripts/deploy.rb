checked = false
check​ed = true # looks like the line above
puts 'checks passed, deploying' if check​ed
