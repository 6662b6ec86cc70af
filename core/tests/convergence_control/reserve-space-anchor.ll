; Convergence tokens, an opportunistic operation under an anchor. Written for Reconverge: a
; helper (not convergent itself) that appends one item per active thread to a shared queue:
; an anchor %crew ties the vote that counts the threads to the broadcast of the slot the
; leader reserved, so both see the same threads, whichever ones happen to arrive together.
target triple = "amdgcn-amd-amdhsa"
; threads: 4
; rule start: tid == 0 ? claim : share

@queue_tail = addrspace(1) global i32 0

define i32 @append_slot() {
start:
  %crew = call token @llvm.experimental.convergence.anchor()
  %votes = call i64 @wave_vote(i1 true) [ "convergencectrl"(token %crew) ]
  %lane = call i32 @lane_id()
  %lane.wide = zext i32 %lane to i64
  %below.bit = shl i64 1, %lane.wide
  %below = sub i64 %below.bit, 1
  %ahead = and i64 %votes, %below
  %rank.wide = call i64 @llvm.ctpop.i64(i64 %ahead)
  %rank = trunc i64 %rank.wide to i32
  %size.wide = call i64 @llvm.ctpop.i64(i64 %votes)
  %size = trunc i64 %size.wide to i32
  %leader = icmp eq i32 %rank, 0
  br i1 %leader, label %claim, label %share

claim:
  %first = atomicrmw add ptr addrspace(1) @queue_tail, i32 %size monotonic
  br label %share

share:
  %mine = phi i32 [ poison, %start ], [ %first, %claim ]
  %start.slot = call i32 @wave_first(i32 %mine) [ "convergencectrl"(token %crew) ]
  %slot = add i32 %start.slot, %rank
  ret i32 %slot
}

declare i64 @wave_vote(i1) convergent
declare i32 @wave_first(i32) convergent
declare i32 @lane_id()
declare i64 @llvm.ctpop.i64(i64)
declare token @llvm.experimental.convergence.anchor()
